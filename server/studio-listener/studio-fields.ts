// The studio's forms, generated from the content schemas (docs/decisions/101-studio-forms.md): each zod schema read as
// JSON Schema, every property a Decap field labelled by the schema's title; the label maps here say only what the
// schema cannot (a colour, a brand, a picture, a folded group). A property with no label is refused by the generator.
import { z } from 'zod';
import type { FormField } from '#shared/content/change-words.js';

/** A Decap field as the config names it (docs of decap-cms: widgets). */
export interface DecapField extends FormField {
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  /** An object's fields, or a list's items' when they are objects. */
  fields?: DecapField[];
  [option: string]: unknown;
}

/** A widget and its options. */
export interface WidgetOptions {
  widget: string;
  [option: string]: unknown;
}

/** What the map says of one property: its label, and what the schema's type cannot tell. */
export interface FieldLabel {
  /** Its label, when not the schema's title. */
  label?: string;
  /** A widget and its options instead of the one the type gives. */
  widget?: WidgetOptions;
  /** The hint the operator reads instead of the schema's description, when that one speaks of files and keys. */
  hint?: string;
  /** Extra hint after the schema's description (e.g. the contrast rule). */
  hintAfter?: string;
  /** The labels of an object property's own properties. */
  fields?: LabelMap;
  /** Shown folded (an optional group such as the texts of one phase). */
  collapsed?: boolean;
  /** Asked of every new entry, though files written before it may lack it. */
  required?: boolean;
  /** An optional field needed in some entries: when, said after its label instead of «необязательный». */
  optionalWords?: string;
}

export type LabelMap = Record<string, FieldLabel>;

/** Properties the studio never shows: the editor's link to the generated JSON Schema. */
const NOT_IN_STUDIO = new Set(['$schema']);

export interface JsonSchemaProperty {
  type?: string | string[];
  /** The schema's short name of the field (`.meta({ title })`): its studio label. */
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchemaProperty>;
  required?: string[];
  items?: JsonSchemaProperty;
  /** A list's items of several types (a landing's blocks), each an object whose `type` is a `const`. */
  oneOf?: JsonSchemaProperty[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
}

/** The schema as the files are written (its input side), as JSON Schema. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchemaProperty {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaProperty;
}

/** The widget the property's type gives. */
function widgetOf(property: JsonSchemaProperty): WidgetOptions {
  if (property.enum) {
    return { widget: 'select', options: property.enum.map((value) => String(value)) };
  }
  if (property.format === 'date') {
    // A day as the files hold it (2025-03-01), picked from a calendar, with no time: a Moscow day, so no
    // «UTC» beside it (Decap's picker_utc); a day has no zone to shift it.
    return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'DD.MM.YYYY', time_format: false };
  }
  switch (property.type) {
    case 'integer':
      return { widget: 'number', value_type: 'int', min: property.minimum, max: property.maximum };
    case 'number':
      return { widget: 'number', value_type: 'float', min: property.minimum, max: property.maximum };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object' };
    case 'array':
      // A list the operator adds to, removes from and reorders; its items' fields follow.
      return {
        widget: 'list', ...(property.minItems ? { min: property.minItems } : {}), ...(property.maxItems ? { max: property.maxItems } : {}),
      };
    default:
      return { widget: textWidget(property) };
  }
}

/** A long text gets a box of several lines, a short one a line. */
const textWidget = (property: JsonSchemaProperty) => (property.maxLength !== undefined && property.maxLength > 160 ? 'text' : 'string');

/** A list's items as an object schema: its own properties, or a list of texts (each one item). */
const objectItems = (property: JsonSchemaProperty) => (property.items?.type === 'object' ? property.items : undefined);

/** The property that names an item's type in a list of several types (Decap's `typeKey` by default). */
const TYPE_KEY = 'type';

/** A list's item types, each its `type`'s value and its other properties; none for a list of one kind of item. */
const itemTypes = (property: JsonSchemaProperty) => (property.items?.oneOf ?? []).map((item) => {
  const { [TYPE_KEY]: type, ...properties } = item.properties ?? {};
  return { ...item, name: String(type?.const), properties, required: (item.required ?? []).filter((name) => name !== TYPE_KEY) };
});

/** The labels of a list's items that one of its types has: a type's fields are labelled by the list's one map. */
const labelsOf = (labels: LabelMap, type: JsonSchemaProperty) =>
  Object.fromEntries(Object.entries(labels).filter(([name]) => Object.hasOwn(type.properties ?? {}, name)));

/** The problems of a label map against its schema: every property labelled, no label for a property that is gone. */
export function labelProblems(schema: JsonSchemaProperty, labels: LabelMap, at = ''): string[] {
  const properties = Object.keys(schema.properties ?? {}).filter((name) => !NOT_IN_STUDIO.has(name));
  const missing = properties.filter((name) => !labels[name]?.label && !schema.properties![name]!.title)
    .map((name) => `${at}${name}: нет поля в студии (title в схеме или подпись в label map)`);
  const stale = Object.keys(labels).filter((name) => !properties.includes(name)).map((name) => `${at}${name}: такого поля нет в схеме`);
  const nested = properties.flatMap((name) => {
    const property = schema.properties![name]!;
    const object = property.type === 'object' ? property : objectItems(property);
    const inner = labels[name]?.fields ?? {};
    const types = itemTypes(property);
    const unused = Object.keys(inner).filter((label) => types.length && !types.some((type) => label in type.properties))
      .map((label) => `${at}${name}.${label}: такого поля нет в схеме`);
    if (object) return labelProblems(object, inner, `${at}${name}.`);
    return [...unused, ...types.flatMap((type) => labelProblems(type, labelsOf(inner, type), `${at}${name}.`))];
  });
  return [...missing, ...stale, ...nested];
}

/** The Decap fields of an object schema, in the schema's order. */
export function decapFields(schema: JsonSchemaProperty, labels: LabelMap): DecapField[] {
  const problems = labelProblems(schema, labels);
  if (problems.length > 0) throw new Error(`Студия: поля схемы без подписи: ${problems.join('; ')}`);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !NOT_IN_STUDIO.has(name))
    .map(([name, property]) => {
      const label = { label: property.title!, ...labels[name] };
      const hint = [label.hint ?? property.description, label.hintAfter].filter(Boolean).join('. ');
      const field: DecapField = {
        name,
        label: label.label,
        ...(label.widget ?? widgetOf(property)),
        required: label.required ?? required.has(name),
        ...(label.optionalWords ? { optional_words: label.optionalWords } : {}),
        ...(hint ? { hint } : {}),
      };
      if (property.pattern && field.widget === 'string') {
        field.pattern = [property.pattern, label.hint ?? property.description ?? 'неверный вид'];
      }
      if (property.type === 'object') {
        field.fields = decapFields(property, label.fields ?? {});
        if (label.collapsed) field.collapsed = true;
      }
      if (property.type === 'array' && field.widget === 'list') listItems(field, property, label);
      return field;
    });
}

/** A list's items: an object's fields, or one text field each (a list of strings stays a JSON array of strings). */
function listItems(field: DecapField, property: JsonSchemaProperty, label: FieldLabel): void {
  const types = itemTypes(property);
  if (types.length) {
    // One form per type, the item's type the operator picks on «Добавить» by its title (Decap's typed list).
    field.types = types.map((type) => ({
      name: type.name, label: type.title, widget: 'object', fields: decapFields(type, labelsOf(label.fields ?? {}, type)),
    }));
    return;
  }
  const object = objectItems(property);
  if (object) {
    field.fields = decapFields(object, label.fields ?? {});
    return;
  }
  const items = property.items ?? {};
  field.field = {
    name: 'item', label: label.label, widget: textWidget(items), ...(items.description ? { hint: items.description } : {}),
  };
}
