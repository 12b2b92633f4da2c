import { VIN_MESSAGES, vinCheckDigit, vinProblem } from './vin';

describe('VIN: 17 characters, no I, O or Q, the 9th the ISO 3779 check digit', () => {
  it.each<[string, string | null]>([
    ['1M8GDM9AXKP042788', null],
    ['1m8gdm9axkp042788', null],
    ['1M8GDM9A1KP042788', VIN_MESSAGES.checkDigit],
    ['1M8GDM9AXKP04278O', VIN_MESSAGES.characters],
    ['1M8GDM9AXKP04278', VIN_MESSAGES.length],
    ['', VIN_MESSAGES.length],
  ])('%p -> %p', (vin, problem) => expect(vinProblem(vin)).toBe(problem));

  it('computes the check digit, X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinProblem('11111111111111111')).toBeNull();
  });

  it('refuses a wrong check digit in words naming the 9th character', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toMatch(/check digit \(the 9th character\)/);
  });
});
