export const TEMPLATE_DATABASE = 'toonbank_test_template';
/** Products in the test template: enough for every mechanic, small enough to clone fast. */
export const TEST_SEED_PRODUCTS = 400;
