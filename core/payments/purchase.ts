/** SPEC §3 Purchase, as GET /api/auth/purchases answers it and the purchase history shows it. */
export interface PurchaseJson {
  id: number;
  item_name: string;
  purchase_type: string;
  amount: number;
  currency: string;
  purchase_date: string;
  expiration_date: string | null;
  payment_method: string;
}
