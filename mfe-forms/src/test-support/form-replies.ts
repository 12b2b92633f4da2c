/** A form's 200, as the forms API answers an accepted submission. */
export const accepted = (referenceId = 'ref-1', duplicate = false) => ({ status: 200, data: { success: true, referenceId, duplicate } });
