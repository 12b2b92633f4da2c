import { lazy, Suspense, useId, useState } from 'react';
import { Modal } from '@rv/ui-kit';
import type { AnyLink, DocumentLink, ImageField, RichText } from '@rv/domain/content';
import { MediaLibrary } from '../../media/components/media-library.component';
import { LinkPicker, linkTo } from '../../links/components/link-picker.component';
import type { FieldSpec } from '../block-editors';
import { FieldProblem, problemAttributes } from './field-problem.component';
import styles from './editor.module.css';

const RichTextEditor = lazy(() => import('../../rich-text/components/rich-text-editor.component').then((m) => ({ default: m.RichTextEditor })));

interface FieldProps<T> {
  label: string;
  value: T;
  onChange(value: T): void;
  /** The schema's words on this field, when it would be refused. */
  problem?: string;
}

function ImageInput({ label, value, onChange, problem }: FieldProps<ImageField | null>) {
  const [choosing, setChoosing] = useState(false);
  const altId = useId();
  const problemId = useId();
  return (
    <fieldset className={styles.group} {...problemAttributes(problemId, problem)}>
      <legend>{label}</legend>
      {value?.url ? <img className={styles.thumb} src={value.url} alt="" /> : <p className={styles.muted}>No image</p>}
      {value?.url ? (
        <label htmlFor={altId}>Alt text of {label.toLowerCase()}</label>
      ) : null}
      {value?.url ? (
        <input id={altId} value={value.alt} onChange={(e) => onChange({ ...value, alt: e.target.value })} {...problemAttributes(problemId, problem)} />
      ) : null}
      <FieldProblem id={problemId} problem={problem} />
      <div className={styles.row}>
        <button type="button" onClick={() => setChoosing(true)}>Choose {label.toLowerCase()}</button>
        {value ? <button type="button" onClick={() => onChange(null)}>Remove</button> : null}
      </div>
      <Modal open={choosing} title={`Choose ${label.toLowerCase()}`} onClose={() => setChoosing(false)} size="large">
        <MediaLibrary onChoose={(item) => { onChange({ url: item.url, alt: item.alt, ...(item.width && item.height ? { dimensions: { width: item.width, height: item.height } } : {}) }); setChoosing(false); }} />
      </Modal>
    </fieldset>
  );
}

function DocumentInput({ label, value, targetType, onChange, problem }: FieldProps<AnyLink | null> & { targetType?: string }) {
  const [choosing, setChoosing] = useState(false);
  const problemId = useId();
  const doc = value?.link_type === 'Document' ? (value as DocumentLink) : null;
  return (
    <fieldset className={styles.group} {...problemAttributes(problemId, problem)}>
      <legend>{label}</legend>
      <p className={styles.muted}>{doc ? `${doc.type} / ${doc.uid}` : value && 'url' in value ? value.url : 'No link'}</p>
      {targetType ? null : (
        <label>Web address
          <input value={value && 'url' in value ? value.url : ''} onChange={(e) => onChange(e.target.value ? { link_type: 'Web', url: e.target.value } : null)} {...problemAttributes(problemId, problem)} />
        </label>
      )}
      <FieldProblem id={problemId} problem={problem} />
      <div className={styles.row}>
        <button type="button" onClick={() => setChoosing(true)}>Choose a page for {label.toLowerCase()}</button>
        {value ? <button type="button" onClick={() => onChange(null)}>Remove</button> : null}
      </div>
      <Modal open={choosing} title={`Link ${label.toLowerCase()} to`} onClose={() => setChoosing(false)} size="large">
        <LinkPicker label="Find a page" type={targetType} onChoose={(target) => { onChange(linkTo(target)); setChoosing(false); }} />
      </Modal>
    </fieldset>
  );
}

/** One field of a document or block, drawn by its kind: text, rich text, image from the media library, link to a document, choice. */
export function FieldInput({ spec, value, onChange, problem }: { spec: FieldSpec; value: unknown; onChange(value: unknown): void; problem?: string }) {
  const id = useId();
  const problemId = useId();
  const invalid = problemAttributes(problemId, problem);
  const shown = <FieldProblem id={problemId} problem={problem} />;
  switch (spec.kind) {
    case 'richtext':
      return (
        <div className={styles.field}>
          <span id={id} className={styles.label}>{spec.label}</span>
          <Suspense fallback={<p role="status">Loading the text editor…</p>}>
            <RichTextEditor label={spec.label} value={(value as RichText) ?? []} onChange={onChange} problemId={problem ? problemId : undefined} />
          </Suspense>
          {shown}
        </div>
      );
    case 'image':
      return <ImageInput label={spec.label} value={(value as ImageField | null) ?? null} onChange={onChange} problem={problem} />;
    case 'link':
    case 'document':
      return <DocumentInput label={spec.label} value={(value as AnyLink | null) ?? null} targetType={spec.kind === 'document' ? spec.targetType : undefined} onChange={onChange} problem={problem} />;
    case 'boolean':
      return <label className={styles.check}><input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...invalid} />{spec.label}{shown}</label>;
    case 'select':
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{spec.label}</label>
          <select id={id} value={(value as string | null) ?? ''} onChange={(e) => onChange(e.target.value === '' && spec.optional ? null : e.target.value)} {...invalid}>
            {spec.optional ? <option value="">(default)</option> : null}
            {spec.options.map((option) => <option key={option} value={option}>{option || '(none)'}</option>)}
          </select>
          {shown}
        </div>
      );
    case 'number':
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{spec.label}</label>
          <input id={id} type="number" value={typeof value === 'number' ? value : ''} onChange={(e) => onChange(e.target.value === '' ? 0 : Number(e.target.value))} {...invalid} />
          {shown}
        </div>
      );
    default: {
      const Input = spec.kind === 'textarea' ? 'textarea' : 'input';
      return (
        <div className={styles.field}>
          <label htmlFor={id}>{spec.label}</label>
          <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} {...invalid} />
          {shown}
        </div>
      );
    }
  }
}
