// Set once the server has been asked to stop: readiness fails from then on,
// so a load balancer sends no new requests while the last ones finish.
type GlobalWithDraining = typeof globalThis & { __schedulingDraining?: boolean };

export function markDraining() {
  (globalThis as GlobalWithDraining).__schedulingDraining = true;
}

export function isDraining(): boolean {
  return (globalThis as GlobalWithDraining).__schedulingDraining === true;
}
