// A page that publishes an entry through Decap's own code as the studio's build bundles it
// (tests/process/studio-merge-words.test.ts): Decap's backend's publish with the git host's API
// class of Decap's GitHub, GitLab or Forgejo backend, against the page's own server standing in
// for the host. Only the host's implementation around the API is left out: its getEntry answers
// the published file the test gives, and its publish is the API's, as Decap's implementations do.
import { fromJS } from 'immutable';
import { Backend } from 'decap-cms-core/dist/esm/backend.js';
import { createEntry } from 'decap-cms-core/dist/esm/valueObjects/Entry.js';
import GitHubApi from 'decap-cms-backend-github/dist/esm/API.js';
import GitLabApi from 'decap-cms-backend-gitlab/dist/esm/API.js';
import ForgejoApi from 'decap-cms-backend-forgejo/dist/esm/API.js';

const HOSTS = { github: GitHubApi, gitlab: GitLabApi, forgejo: ForgejoApi };

/** Publishes `slug` of `collection` (Decap's collection config) on `host`, its change's file being `change`. */
window.publishThrough = async ({ host, collection, slug, path, change, published }) => {
  const api = new HOSTS[host]({ apiRoot: location.origin, repo: 'studio/site', branch: 'main', token: 'token' });
  const backend = Object.create(Backend.prototype);
  backend.invokePrePublishEvent = async () => undefined;
  backend.invokePostPublishEvent = async () => undefined;
  backend.implementation = {
    getEntry: async (file) => {
      if (published === undefined || file !== path) throw new Error(`${file}: not published`);
      return { file: { path: file }, data: published };
    },
    publishUnpublishedEntry: (name, entrySlug) => api.publishUnpublishedEntry(name, entrySlug),
  };
  const entry = createEntry(collection.name, slug, path, { raw: change, data: JSON.parse(change) });
  await backend.publishUnpublishedEntry(fromJS(entry), fromJS(collection));
};
