CREATE TABLE "board_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"kind" text NOT NULL,
	"sample_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_activity_kind_check" CHECK ("board_activity"."kind" in ('sample_added', 'sample_removed', 'member_invited', 'member_joined', 'member_removed', 'link_created', 'link_revoked', 'decision', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "board_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"author_id" uuid,
	"parent_id" uuid,
	"body" text NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_comments_body_check" CHECK (length("board_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "board_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"sample_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"decided_by" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_decisions_decision_check" CHECK ("board_decisions"."decision" in ('approved', 'rejected', 'alternative'))
);
--> statement-breakpoint
CREATE TABLE "board_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"created_by" uuid,
	"client_name" text,
	"token_hash" text NOT NULL,
	"passcode_hash" text,
	"show_prices" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_share_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "board_share_links_open_count_check" CHECK ("board_share_links"."open_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "board_activity" ADD CONSTRAINT "board_activity_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_activity" ADD CONSTRAINT "board_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_activity" ADD CONSTRAINT "board_activity_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_comments" ADD CONSTRAINT "board_comments_parent_id_board_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."board_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_decisions" ADD CONSTRAINT "board_decisions_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_decisions" ADD CONSTRAINT "board_decisions_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_decisions" ADD CONSTRAINT "board_decisions_link_id_board_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."board_share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_share_links" ADD CONSTRAINT "board_share_links_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_share_links" ADD CONSTRAINT "board_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_activity_board_idx" ON "board_activity" USING btree ("board_id","created_at");--> statement-breakpoint
CREATE INDEX "board_comments_board_sample_idx" ON "board_comments" USING btree ("board_id","sample_id","created_at");--> statement-breakpoint
CREATE INDEX "board_comments_parent_idx" ON "board_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "board_decisions_board_sample_idx" ON "board_decisions" USING btree ("board_id","sample_id","created_at");--> statement-breakpoint
CREATE INDEX "board_decisions_unnotified_idx" ON "board_decisions" USING btree ("board_id") WHERE "board_decisions"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "board_share_links_board_idx" ON "board_share_links" USING btree ("board_id","created_at");