import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Avatar, initials } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button, type ButtonVariant, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Tooltip, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/cn";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "~/lib/ui-timings";

describe("Button", () => {
  const variants: ButtonVariant[] = [
    "default",
    "primary",
    "secondary",
    "outline",
    "ghost",
    "destructive",
    "link",
  ];

  it.each(variants)("renders the %s variant", (variant) => {
    const html = renderToStaticMarkup(<Button variant={variant}>Save Changes</Button>);
    expect(html).toMatch(/^<button /);
    expect(html).toContain(`data-variant="${variant}"`);
    expect(html).toContain(">Save Changes</button>");
  });

  it("gives each variant its own look", () => {
    const looks = new Set(
      ["secondary", "outline", "ghost", "destructive", "link"].map((v) =>
        buttonVariants({ variant: v as ButtonVariant }),
      ),
    );
    expect(looks.size).toBe(5);
    expect(buttonVariants({ variant: "destructive" })).toContain("bg-destructive");
  });

  it("renders its child instead of a button with asChild", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Button asChild variant="outline" size="lg">
          <Link to="/admissions">Apply Now</Link>
        </Button>
      </MemoryRouter>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/admissions"');
    expect(html).toContain("border-input");
    expect(html).not.toContain("<button");
  });

  it("lets a caller's class win over the variant's", () => {
    expect(buttonVariants({ className: "bg-secondary" })).not.toContain("bg-primary ");
    expect(cn("text-h2", "text-primary")).toBe("text-h2 text-primary");
  });
});

describe("Avatar", () => {
  it.each([
    ["Lakshmi Narayanan", "LN"],
    ["Admin User", "AU"],
    ["priya", "P"],
    ["Anitha Devi Ramasamy", "AD"],
    ["  meena   krishnan ", "MK"],
    ["jane.doe@example.org", "JD"],
    ["", ""],
    [null, ""],
  ])("initials of %j are %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
    expect(initials(name).length).toBeLessThanOrEqual(2);
  });

  it("shows the initials until an image has loaded", () => {
    const html = renderToStaticMarkup(<Avatar name="Admin User" src="/media/avatar.jpg" />);
    expect(html).toContain(">AU<");
    expect(html).toContain('aria-label="Admin User"');
  });
});

describe("Badge", () => {
  it.each(["default", "secondary", "destructive", "outline", "success"] as const)("renders %s", (variant) => {
    const html = renderToStaticMarkup(<Badge variant={variant}>Published</Badge>);
    expect(html).toContain(`data-variant="${variant}"`);
  });
});

describe("Field", () => {
  it("wires label, hint and error to the control", () => {
    const html = renderToStaticMarkup(
      <Field
        label="Parent Name"
        id="parent"
        required
        description="As on the birth certificate"
        error="Required"
      >
        <Input name="parentName" />
      </Field>,
    );
    expect(html).toContain('<label class="');
    expect(html).toContain('for="parent"');
    expect(html).toMatch(/<input[^>]*id="parent"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="parent-description parent-error"/);
    expect(html).toMatch(/<input[^>]*aria-required="true"/);
    expect(html).toContain('id="parent-error"');
    expect(html).toContain(">*</span>");
  });

  it("leaves a valid control unmarked", () => {
    const html = renderToStaticMarkup(
      <Field label="Email" id="email" error={[]}>
        <Input type="email" />
      </Field>,
    );
    expect(html).not.toContain('aria-invalid="');
    expect(html).not.toContain('aria-describedby="');
  });

  it("passes the wiring to a composite control through a function", () => {
    const html = renderToStaticMarkup(
      <Field label="School" id="school" error="Please select a valid school.">
        {(control) => (
          <Select name="school">
            <SelectTrigger {...control}>
              <SelectValue placeholder="Select a school" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="zee-litera">Zee Litera</SelectItem>
            </SelectContent>
          </Select>
        )}
      </Field>,
    );
    expect(html).toMatch(/<button[^>]*id="school"/);
    expect(html).toMatch(/<button[^>]*aria-invalid="true"/);
    expect(html).toContain("Please select a valid school.");
  });
});

describe("Card, Table, Skeleton", () => {
  it("renders a card with a heading", () => {
    const html = renderToStaticMarkup(
      <Card>
        <CardHeader>
          <CardTitle>Zee Litera</CardTitle>
          <CardDescription>CBSE</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
      </Card>,
    );
    expect(html).toContain("<h3");
    expect(html).toContain(">Zee Litera</h3>");
  });

  it("renders a scrollable table with column headers", () => {
    const html = renderToStaticMarkup(
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Annual Day</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(html).toMatch(/^<div class="[^"]*overflow-x-auto/);
    expect(html).toContain('scope="col"');
  });

  it("hides skeletons from screen readers", () => {
    expect(renderToStaticMarkup(<Skeleton />)).toContain('aria-hidden="true"');
  });
});

describe("Tooltip", () => {
  it("uses the specification's delays", () => {
    expect(TOOLTIP_DELAY_DURATION_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_DURATION_MS).toBe(300);
    const radixProvider = TooltipProvider({ children: null }).props.children;
    expect(radixProvider.props).toMatchObject({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it.each([
    ["inside a shared provider", true],
    ["on its own", false],
  ])("renders a trigger %s", (_, shared) => {
    const tooltip = (
      <Tooltip>
        <TooltipTrigger>Help</TooltipTrigger>
      </Tooltip>
    );
    const html = renderToStaticMarkup(shared ? <TooltipProvider>{tooltip}</TooltipProvider> : tooltip);
    expect(html).toContain(">Help</button>");
  });
});
