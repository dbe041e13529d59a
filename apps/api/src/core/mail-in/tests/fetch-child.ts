// Run by fetch-crash.integration.test.ts as its own process, to be killed in the middle of a fetch.
import { fetchNewMail, type ImapAccount } from '../index.ts';
import { allowLoopback, fileMailStore } from './mail-in-fixtures.ts';

const { account, storePath, hangAtUid } = JSON.parse(process.env.FETCH_CHILD_ARGS!) as {
  account: ImapAccount;
  storePath: string;
  hangAtUid: number;
};
const store = fileMailStore(storePath);

await fetchNewMail({
  account,
  state: (await store.load()).state,
  resolveAllowedHost: allowLoopback,
  async onMail(mail, next) {
    if (mail.uid === hangAtUid) {
      // Downloaded, not committed: tell the test, which kills this process now.
      process.stdout.write(`fetched ${mail.uid}\n`);
      await new Promise(() => setInterval(() => undefined, 1000));
    }
    await store.commit(mail, next);
  },
});
process.stdout.write('finished\n');
