import { useEffect } from 'react';
import { Node, mergeAttributes, type Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import Document from '@tiptap/extension-document';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Heading from '@tiptap/extension-heading';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import { UndoRedo } from '@tiptap/extensions';
import type { RichText } from '@rv/domain/content';
import { docToRichText, richTextToDoc } from '../rich-text-doc';
import styles from './rich-text-editor.module.css';

/** A boxed call-out of an article (caution or note): one line of text, drawn as the site boxes it. */
const callout = (name: 'caution' | 'note') =>
  Node.create({
    name,
    group: 'block',
    content: 'text*',
    defining: true,
    parseHTML: () => [{ tag: `div[data-callout="${name}"]` }],
    renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-callout': name, class: styles[name] }), 0],
  });

const EXTENSIONS = [Document, Paragraph, Text, Heading.configure({ levels: [2, 3] }), BulletList, OrderedList, ListItem, UndoRedo, callout('caution'), callout('note')];

type Tool = { label: string; active(editor: Editor): boolean; run(editor: Editor): void };
const TOOLS: Tool[] = [
  { label: 'Paragraph', active: (e) => e.isActive('paragraph'), run: (e) => e.chain().focus().setNode('paragraph').run() },
  { label: 'Heading 2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Heading 3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Caution', active: (e) => e.isActive('caution'), run: (e) => e.chain().focus().setNode('caution').run() },
  { label: 'Note', active: (e) => e.isActive('note'), run: (e) => e.chain().focus().setNode('note').run() },
];

/** The text box's attributes: its name, and the problem it has when there is one. */
const attributesOf = (label: string, problemId?: string): Record<string, string> => ({
  'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: styles.area, ...(problemId ? { 'aria-invalid': 'true', 'aria-describedby': problemId } : {}),
});

/**
 * Rich text as the site draws it (headings 2 and 3, paragraphs, lists, caution and note boxes), edited with
 * TipTap; every change is handed back as the site's rich text. A toolbar button or the usual shortcuts
 * (Ctrl+Alt+2, Ctrl+Shift+8, Ctrl+Z) change a block.
 */
export function RichTextEditor({ label, value, onChange, problemId }: { label: string; value: RichText | null; onChange(value: RichText): void; problemId?: string }) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: richTextToDoc(value),
    editorProps: { attributes: attributesOf(label) },
    onUpdate: ({ editor: changed }) => onChange(docToRichText(changed.getJSON())),
  });
  // The text box names the field's problem (the schema's words beside it) while there is one.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: attributesOf(label, problemId) } });
  }, [editor, problemId, label]);
  // A value changed from outside (a roll-back, their version loaded) replaces the editor's document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = JSON.stringify(docToRichText(editor.getJSON()));
    if (current !== JSON.stringify(value ?? [])) editor.commands.setContent(richTextToDoc(value), { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((tool) => tool.active(e)) : []) });
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={`${label}: block style`} className={styles.toolbar}>
        {TOOLS.map((tool, index) => (
          <button key={tool.label} type="button" aria-pressed={active?.[index] ?? false} onClick={() => editor && tool.run(editor)}>
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
