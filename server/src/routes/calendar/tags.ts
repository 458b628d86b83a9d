/** The OpenAPI tag of every calendar route. */
export const tags = ['Calendar'];
