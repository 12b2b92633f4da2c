import { memo } from 'react';
import styles from './search-overlay.module.css';

interface SuggestionListProps {
  id: string;
  suggestions: string[];
  active: number;
  onChoose(suggestion: string): void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The combobox's listbox of text suggestions; the input keeps focus and points at the active one.
 * Memoised: a keystroke that leaves the list as it was does not redraw it.
 */
export const SuggestionList = memo(function SuggestionList({ id, suggestions, active, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Search suggestions" className={styles.suggestions} hidden={!suggestions.length}>
      {suggestions.map((suggestion, index) => (
        <li key={suggestion} id={optionId(id, index)} role="option" aria-selected={index === active}
          className={`${styles.suggestion} ${index === active ? styles.active : ''}`}
          // Mouse down, not click: the input must not lose focus (and its active option) first.
          onMouseDown={(e) => {
            e.preventDefault();
            onChoose(suggestion);
          }}>
          {suggestion}
        </li>
      ))}
    </ul>
  );
});
