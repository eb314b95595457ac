import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table, in the order of spec §2. */
export default [
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemaps/:file", "routes/resources/sitemap.ts", { id: "sitemap-part" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("the-lake-advisor/rss.xml", "routes/resources/rss.ts"),
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home-page.tsx"),
    route("about", "routes/site/about-page.tsx"),
    route("neighborhood", "routes/site/neighborhoods-page.tsx"),
    route("neighborhood/:slug", "routes/site/neighborhood.tsx"),
    route("sold-properties", "routes/site/sold-properties-page.tsx"),
    route("sold-properties/:mlsId", "routes/site/sold-property.tsx"),
    route("the-lake-advisor", "routes/blog/list.tsx"),
    route("the-lake-advisor/:slug", "routes/blog/post.tsx"),
    route("home-value", "routes/site/home-value-page.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  // The admin: sign-in and sign-out stand alone; every other admin page requires a session.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  layout("routes/admin/admin-layout.tsx", [
    route("admin", "routes/admin/admin-home.tsx"),
    ...prefix("admin/lake-advisor", [
      index("routes/admin/posts-page.tsx"),
      route("new", "routes/admin/post-new.tsx"),
      route(":id/edit", "routes/admin/post-edit.tsx"),
      route(":id/revisions/:revisionId?", "routes/admin/revisions-page.tsx"),
      route("import", "routes/admin/import.tsx"),
    ]),
    route("admin/leads", "routes/admin/leads-page.tsx"),
    route("admin/leads/:id", "routes/admin/lead-page.tsx"),
    route("admin/settings", "routes/admin/settings-page.tsx"),
    route("admin/testimonials", "routes/admin/testimonials-page.tsx"),
    route("admin/neighborhoods", "routes/admin/neighborhoods-admin-page.tsx"),
    route("admin/neighborhoods/:slug", "routes/admin/neighborhood-edit.tsx"),
    ...prefix("admin/sold", [
      index("routes/admin/sold-page.tsx"),
      route("new", "routes/admin/sold-new.tsx"),
      route("import", "routes/admin/sold-import.tsx"),
      route(":id", "routes/admin/sold-edit.tsx"),
    ]),
    route("admin/media", "routes/admin/media-page.tsx"),
    route("admin/redirects", "routes/admin/redirects-page.tsx"),
    route("admin/redirects/:id", "routes/admin/redirect-edit.tsx"),
    route("admin/account", "routes/admin/account-page.tsx"),
  ]),
  route("admin/leads/export.csv", "routes/admin/leads-export.ts"),
  route("admin/uploads", "routes/admin/uploads.ts"),
  route("admin/media/choices", "routes/admin/media-choices.ts"),
  route("admin/scrape", "routes/admin/scrape.ts"),
  ...prefix("resources", [
    route("contact", "routes/resources/contact.ts"),
    route("properties", "routes/resources/properties-endpoint.ts"),
  ]),
] satisfies RouteConfig;
