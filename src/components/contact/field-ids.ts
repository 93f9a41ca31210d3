/** The ids that tie a field's label, control, help and error together (FormField; the early check). */
export const controlId = (name: string) => `contact-${name}`;
export const helpId = (name: string) => `${controlId(name)}-help`;
export const errorId = (name: string) => `${controlId(name)}-error`;
