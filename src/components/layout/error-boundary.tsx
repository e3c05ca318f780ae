import { Component, type ErrorInfo, type ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useWords } from "@/hooks/use-words";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a rendering failure inside the page area, so header, footer and navigation survive. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Section failed to render:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <SectionError onRetry={() => this.setState({ error: null })} />;
  }
}

function SectionError({ onRetry }: { onRetry: () => void }) {
  const text = useWords("layout").sectionError;
  return (
    <div role="alert" className="container-page py-16 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-steak" />
      <h2 className="mt-4 text-2xl font-bold">{text.heading}</h2>
      <p className="mx-auto mt-2 max-w-prose text-muted-foreground">{text.body}</p>
      <Button className="mt-6" onClick={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}
