/** Row shapes of the admin API contract. */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  position: string | null;
  location: string | null;
  tariff: number;
  tariff_expiration_date: string | null;
  expiration_date?: string | null;
  total_available_landings: number;
  units_plan: string | null;
  active: number | boolean;
  expired?: boolean;
  email_confirmed?: boolean;
  created_at: string;
  last_login: string | null;
  landings_count: number;
  is_admin?: boolean;
}

export interface AdminLanding {
  id: number;
  uuid: string;
  projectname: string;
  companyname: string;
  textalias: string | null;
  parent_user: number;
  owner_email?: string | null;
  creation_date: string;
  published: number | boolean;
  preview_link: string | null;
  lang: string;
  public_url?: string | null;
  /** In the owner's bin since (issue 15). */
  deleted_at?: string | null;
}

export interface AdminKv {
  id: number;
  parent_landing: string;
  key: string;
  value: string;
}

export interface AdminTask {
  id: number;
  name: string;
  execution_time: string;
  status: string;
  payload: string;
  method: string;
  body: string | null;
  attempts: number;
  last_error: string | null;
  lease_until?: string | null;
  created_at: string;
}

export interface AdminAudit {
  id: number;
  admin_id: number;
  admin_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | number | null;
  details: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface AdminOrder {
  id: string;
  item: string;
  status: string;
  provider: string;
  amount: number;
  currency: string;
  paid_amount: number | null;
  paid_currency: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface AdminStats {
  signups: { d7: number; d30: number };
  paidOrders: { d7: number; d30: number };
  failedTasks: { d7: number; d30: number };
}
