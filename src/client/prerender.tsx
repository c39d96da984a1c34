import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Toaster } from './components/ui/toast.tsx';
import { markPrerendered } from './lib/prerendered.ts';
import { createTrpcClient, trpc } from './lib/trpc.ts';
import { AppRoutes } from './routes.tsx';

/**
 * The first render of a route as HTML, made when the app is built (scripts/prerender.mjs, decision 051):
 * Login's screen, and on a shell route the frame with its placeholders. The server sends it inside `#root`,
 * so the page paints before any script has run, and the app then hydrates it (main.tsx). The tree is App's (app.tsx) with a StaticRouter for the BrowserRouter:
 * the same elements in the same order, so hydration finds what it renders. Nobody is signed in here, and
 * `auth.me` is pending as in the browser's first render: the guest routes render for a guest meanwhile
 * (route-guards.tsx's GuestGate).
 */
export async function prerenderRoute(pathname: string): Promise<string> {
  markPrerendered();
  const queryClient = new QueryClient();
  const tree = (
    <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
        <Toaster />
      </QueryClientProvider>
    </trpc.Provider>
  );
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}
