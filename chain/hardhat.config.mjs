// The local EVM chain of the standalone network: Hardhat's EDR, mining a block for each transaction.
export default {};
