// Pure wallet rules (send validation, balances, fees) shared by web and API.
export {};
