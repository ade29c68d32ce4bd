// Placeholder until its issue lands; the server answers 404 for this page meanwhile.
export const Page = () => null;
