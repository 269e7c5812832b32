/** Nothing Portico needs: the SDK loads its 3-D Secure module from the checkout origin itself. */
export default {};
