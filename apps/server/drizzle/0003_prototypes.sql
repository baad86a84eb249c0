CREATE TABLE "prototype_likes" (
	"prototype_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prototype_likes_prototype_id_user_id_pk" PRIMARY KEY("prototype_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prototype_views" (
	"prototype_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prototype_views_prototype_id_viewer_key_pk" PRIMARY KEY("prototype_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "prototypes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"github_pages_url" text NOT NULL,
	"github_repo_url" text,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"technologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "prototype_likes" ADD CONSTRAINT "prototype_likes_prototype_id_prototypes_id_fk" FOREIGN KEY ("prototype_id") REFERENCES "public"."prototypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_likes" ADD CONSTRAINT "prototype_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototype_views" ADD CONSTRAINT "prototype_views_prototype_id_prototypes_id_fk" FOREIGN KEY ("prototype_id") REFERENCES "public"."prototypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prototypes" ADD CONSTRAINT "prototypes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prototype_likes_recent_idx" ON "prototype_likes" USING btree ("prototype_id","created_at");--> statement-breakpoint
CREATE INDEX "prototypes_newest_idx" ON "prototypes" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_likes_idx" ON "prototypes" USING btree ("likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_views_idx" ON "prototypes" USING btree ("views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE removed_at is null;--> statement-breakpoint
CREATE INDEX "prototypes_tags_idx" ON "prototypes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "prototypes_technologies_idx" ON "prototypes" USING gin ("technologies");--> statement-breakpoint
CREATE INDEX "prototypes_search_idx" ON "prototypes" USING gin ("search");--> statement-breakpoint
CREATE INDEX "prototypes_author_idx" ON "prototypes" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "prototypes_pages_url_idx" ON "prototypes" USING btree ("github_pages_url") WHERE removed_at is null;