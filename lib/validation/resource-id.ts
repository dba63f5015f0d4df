/** Identifiers of stored records: 1-64 letters, digits, _ and -, as generated and as seed files give them. */
export const RESOURCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isResourceId = (value: string) => RESOURCE_ID.test(value);
