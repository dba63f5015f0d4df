import { forwardToService } from "@/lib/dashboard/server";

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: Context) {
  return forwardToService(request, (await params).path);
}

export async function POST(request: Request, { params }: Context) {
  return forwardToService(request, (await params).path);
}
