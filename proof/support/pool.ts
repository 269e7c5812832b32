/** Runs `work` over `items` on `lanes` lanes (each lane its own page, say), in order within a lane. */
export async function inLanes<T, L, R>(items: readonly T[], lanes: readonly L[], work: (item: T, lane: L, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!, lane, index);
    }),
  );
  return results;
}
