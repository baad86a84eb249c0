/**
 * Group commit for one kind of small statement (docs/decisions/012): callers who each need the same
 * statement for one row wait for a statement that carries many rows. Calls are gathered until the
 * event loop's next turn (setImmediate: every request whose data arrived in this turn has reached
 * the same point by then), and a group goes out when fewer than `maxInFlight` statements of its kind
 * are on their way; calls that arrive while they are all busy go together as soon as one answers.
 * A caller alone waits one turn of the loop, no more. The embedded database runs each statement to
 * its end as soon as it is sent, so without the turn's wait no call would ever find another to join.
 * Every caller still gets its own row's answer, after the database has it, so what a caller does
 * next is exactly what it did with a statement of its own.
 *
 * If a grouped statement fails, each of its rows is sent again on its own, so one bad row (a
 * visitor deleted meanwhile, a key twice in one group) fails its own caller and nobody else.
 */
export class StatementGroup<Item, Answer> {
  private waiting: { item: Item; resolve(answer: Answer): void; reject(error: unknown): void }[] = [];
  private inFlight = 0;
  private gathering = false;

  constructor(
    /** Sends the rows in one statement and answers each, in the order given. */
    private readonly send: (items: Item[]) => Promise<Answer[]>,
    private readonly options: { maxInFlight: number; maxRows: number } = { maxInFlight: 2, maxRows: 200 },
  ) {}

  run(item: Item): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.gathering) return;
      this.gathering = true;
      setImmediate(() => {
        this.gathering = false;
        this.sendWaiting();
      });
    });
  }

  private sendWaiting(): void {
    while (this.waiting.length > 0 && this.inFlight < this.options.maxInFlight) {
      const group = this.waiting.splice(0, this.options.maxRows);
      this.inFlight += 1;
      void this.sendGroup(group).finally(() => {
        this.inFlight -= 1;
        this.sendWaiting();
      });
    }
  }

  private async sendGroup(group: StatementGroup<Item, Answer>['waiting']): Promise<void> {
    try {
      const answers = await this.send(group.map((call) => call.item));
      for (const [index, call] of group.entries()) call.resolve(answers[index] as Answer);
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      await Promise.all(
        group.map((call) =>
          this.send([call.item]).then(
            ([answer]) => call.resolve(answer as Answer),
            (alone) => call.reject(alone),
          ),
        ),
      );
    }
  }
}
