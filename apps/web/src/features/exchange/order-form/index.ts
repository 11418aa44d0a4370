export { OrderForm, type TOrderFormProps } from "./components/order-form";
