// One writer at a time in the embedded studio's content repository
// (docs/decisions/117-studio-history.md). Decap's local backend serialises its own calls with a
// lock inside its child process, which the studio's restores cannot take; every call reaches
// that child through the studio's listener, so the listener holds this lock around each
// forwarded call and around each restore, and the two never work in the repository at once.
export interface RepoLock {
  /**
   * Runs `work` once every earlier holder is done; the next waits for it, whatever it ends with.
   * `who`: the operator it is done for, whose name signs its commits (studio-authors.ts).
   */
  run<T>(work: () => Promise<T>, who?: string): Promise<T>;
}

export function createRepoLock(): RepoLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(work) {
      const turn = tail.then(work, work);
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}
