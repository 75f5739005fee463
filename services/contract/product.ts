// The product slug fills `{product}` in the spec (route names, decline reasons). Set here only.
export const PRODUCT_SLUG = 'zoomies' as const;
export const PRODUCT_NAME = 'Zoomies' as const;
export const SUPPORT_EMAIL = 'help@zoomies.example' as const;
