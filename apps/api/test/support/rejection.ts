/** The ledger's result codes of a submission it refused, e.g. { transaction: "tx_failed", operations: [...] }. */
export interface ResultCodes {
  transaction?: string;
  inner_transaction?: string;
  operations?: string[];
}

/** Awaits a submission that must be refused and answers the ledger's result codes; throws if it was accepted. */
export async function rejection(work: Promise<unknown>): Promise<ResultCodes> {
  try {
    await work;
  } catch (error) {
    const codes = (error as { response?: { data?: { extras?: { result_codes?: object } } } }).response?.data
      ?.extras?.result_codes;
    if (codes) return codes as ResultCodes;
    throw error;
  }
  throw new Error("the submission was accepted");
}
