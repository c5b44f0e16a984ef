/*
 * zod compiles object parsers with `new Function` when it may, and finds out by trying one. The
 * content security policy forbids eval, so every page with a form reported a violation. Parsing a
 * form's few fields without compiling costs nothing that shows. zod reads its settings from this
 * global when it loads (it is where `z.config()` writes); setting it here keeps zod itself off the
 * pages without a form. The entry imports this module first, before any schema exists.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
