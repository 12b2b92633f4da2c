import { useRef, useState, type KeyboardEvent } from 'react';
import { SLICE_TYPES, type Slice, type SliceType } from '@rv/domain/content';
import { BLOCK_EDITORS, newBlock, newItem, type FieldSpec } from '../block-editors';
import { moved } from '../list-moves';
import { FieldInput } from './field-input.component';
import styles from './editor.module.css';

type Fields = Record<string, unknown>;
type AnySlice = { slice_type: SliceType; primary: Fields; items: Fields[] };
/** The schema's words on the field at a path of the document (`body[1].items[0].image`), when it would be refused. */
export type ProblemAt = (path: string) => string | undefined;

function Fieldset({ fields, values, path, problemAt, onChange }: { fields: readonly FieldSpec[]; values: Fields; path: string; problemAt: ProblemAt; onChange(values: Fields): void }) {
  return (
    <>
      {fields.map((spec) => (
        <FieldInput key={spec.name} spec={spec} value={values[spec.name]} problem={problemAt(`${path}.${spec.name}`)} onChange={(value) => onChange({ ...values, [spec.name]: value })} />
      ))}
    </>
  );
}

/** Buttons that move, or remove, one entry of a list; Alt+Arrow keys on them move it too. */
function MoveButtons({ name, index, count, onMove, onRemove }: { name: string; index: number; count: number; onMove(to: number): void; onRemove(): void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to >= 0 && to < count) onMove(to);
  };
  return (
    <div className={styles.row} onKeyDown={onKeyDown}>
      <button type="button" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${name} up`}>↑ Up</button>
      <button type="button" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${name} down`}>↓ Down</button>
      <button type="button" onClick={onRemove} aria-label={`Remove ${name}`}>Remove</button>
    </div>
  );
}

function BlockCard({ block, index, count, problemAt, onChange, onMove, onRemove }: {
  block: AnySlice; index: number; count: number; problemAt: ProblemAt; onChange(block: AnySlice): void; onMove(to: number): void; onRemove(): void;
}) {
  const editor = BLOCK_EDITORS[block.slice_type];
  const name = `block ${index + 1}, ${editor?.label ?? block.slice_type}`;
  if (!editor) return <p className={styles.error}>Block {index + 1} is of a type the site no longer draws ({block.slice_type}).</p>;
  const items = editor.items;
  return (
    <fieldset className={styles.block} data-testid="block" aria-label={name}>
      <legend>{index + 1}. {editor.label}</legend>
      <MoveButtons name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      <Fieldset fields={editor.primary} values={block.primary ?? {}} path={`body[${index}].primary`} problemAt={problemAt} onChange={(primary) => onChange({ ...block, primary })} />
      {items ? (
        <div className={styles.items}>
          {(block.items ?? []).map((item, at) => (
            <fieldset key={at} className={styles.item} aria-label={`${items.label} ${at + 1} of ${name}`}>
              <legend>{items.label} {at + 1}</legend>
              <MoveButtons
                name={`${items.label.toLowerCase()} ${at + 1}`} index={at} count={block.items.length}
                onMove={(to) => onChange({ ...block, items: moved(block.items, at, to) })}
                onRemove={() => onChange({ ...block, items: block.items.filter((_, i) => i !== at) })}
              />
              <Fieldset fields={items.fields} values={item} path={`body[${index}].items[${at}]`} problemAt={problemAt} onChange={(next) => onChange({ ...block, items: block.items.map((old, i) => (i === at ? next : old)) })} />
            </fieldset>
          ))}
          <button type="button" onClick={() => onChange({ ...block, items: [...(block.items ?? []), newItem(block.slice_type)] })}>Add {items.label.toLowerCase()}</button>
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The blocks of a page: each block's fields by its editor, blocks and their items added, removed and
 * reordered with buttons (Alt+Up and Alt+Down on them too); each move is announced.
 */
export function BlocksEditor({ blocks, problemAt, onChange }: { blocks: Slice[]; problemAt: ProblemAt; onChange(blocks: Slice[]): void }) {
  const [adding, setAdding] = useState<SliceType>('text');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const all = blocks as unknown as AnySlice[];
  const move = (from: number, to: number) => {
    onChange(moved(blocks, from, to));
    setAnnouncement(`Block ${from + 1} moved to place ${to + 1} of ${blocks.length}.`);
    // Focus follows the block, so Alt+Arrow can be pressed again.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-testid="block"]')[to]?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus());
  };
  return (
    <section aria-label="Blocks" className={styles.blocks}>
      <h2>Blocks</h2>
      <p className={styles.sr} role="status" aria-live="polite">{announcement}</p>
      <div ref={list} className={styles.blockList}>
        {all.map((block, index) => (
          <BlockCard
            key={index} block={block} index={index} count={all.length} problemAt={problemAt}
            onChange={(next) => onChange(all.map((old, i) => (i === index ? next : old)) as unknown as Slice[])}
            onMove={(to) => move(index, to)}
            onRemove={() => {
              onChange(blocks.filter((_, i) => i !== index));
              setAnnouncement(`Block ${index + 1} removed.`);
            }}
          />
        ))}
      </div>
      <div className={styles.row}>
        <label>New block
          <select value={adding} onChange={(e) => setAdding(e.target.value as SliceType)}>
            {SLICE_TYPES.map((type) => <option key={type} value={type}>{BLOCK_EDITORS[type].label}</option>)}
          </select>
        </label>
        <button type="button" onClick={() => {
          onChange([...blocks, newBlock(adding)]);
          setAnnouncement(`${BLOCK_EDITORS[adding].label} block added as block ${blocks.length + 1}.`);
        }}>Add block</button>
      </div>
    </section>
  );
}
