// Finds text a person would read written straight into the web app's code instead of a message catalogue (ADR 0021):
// JSX text, string attributes people read (aria-label, placeholder, title, alt, label...), strings in JSX braces,
// toasts, and the label-like fields of object literals. Run by hard-coded-text.test.ts over src/.

import ts from 'typescript';

/** A file not yet moved to the catalogues starts with this line; the test lists them and checks the others. */
export const PENDING_MARKER = '// i18n: not yet translated (issue 16)';

/** Whatever a line ends with to say its text is not UI (a CSS class list, a format, a brand's own name...). */
export const IGNORE_COMMENT = 'i18n-ignore';

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'subtitle',
  'hint',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'text',
]);

const READ_PROPERTIES = new Set([
  'label',
  'title',
  'description',
  'placeholder',
  'message',
  'heading',
  'hint',
  'text',
  'confirmLabel',
  'cancelLabel',
  'body',
  'subtitle',
]);

const TOAST_CALLS = /^toast(\.(success|error|info|warning|message|loading))?$/;

export type Finding = { line: number; text: string; why: string };

/** Words a person reads: at least one letter, and not a code-like token (`SB-FLR`, `px`, a class list). */
export function looksLikeWords(text: string): boolean {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  // a CSS class list, an id, a URL or a path is not read
  // a message key (`footer.howToSample`)
  if (/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/.test(trimmed)) return false;
  const tokens = trimmed.split(/\s+/);
  const codeLike = tokens.every((token) => /^[a-z0-9:_\-[\]/.%#()!@&>*=,]+$/.test(token));
  if (codeLike && tokens.some((token) => /[\d:_\-[\]/.%#()!@&>*=]/.test(token))) return false;
  if (/^(https?:|mailto:|tel:|\/)/.test(trimmed)) return false;
  return true;
}

/** The hard-coded text in one file's source. */
export function findHardCodedText(fileName: string, source: string): Finding[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const lines = source.split('\n');
  const findings: Finding[] = [];
  const ignored = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    return [lines[line], lines[line - 1]].some((text) => text?.includes(IGNORE_COMMENT));
  };
  const report = (node: ts.Node, text: string, why: string) => {
    if (ignored(node)) return;
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim(), why });
  };
  const stringOf = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    }
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (looksLikeWords(node.text)) report(node, node.text, 'JSX text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (READ_ATTRIBUTES.has(name) && value) {
        const text = ts.isJsxExpression(value) ? stringOf(value.expression) : stringOf(value);
        if (text !== undefined && looksLikeWords(text)) report(node, text, `${name}=`);
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const text = stringOf(node.expression);
      if (text !== undefined && looksLikeWords(text)) report(node, text, 'string in JSX');
    } else if (ts.isCallExpression(node) && TOAST_CALLS.test(node.expression.getText(file))) {
      const text = stringOf(node.arguments[0]);
      if (text !== undefined && looksLikeWords(text)) report(node, text, 'toast');
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(file))) {
      const text = stringOf(node.initializer);
      if (text !== undefined && looksLikeWords(text)) report(node, text, `${node.name.getText(file)}:`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
