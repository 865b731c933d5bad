CREATE TABLE "einvoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid,
	"consolidated_into_id" uuid,
	"period" text,
	"code_number" text NOT NULL,
	"status" text NOT NULL,
	"document" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"submission_uid" text,
	"uuid" text,
	"long_id" text,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoice_documents_kind_check" CHECK ("einvoice_documents"."kind" in ('invoice', 'credit-note', 'consolidated')),
	CONSTRAINT "einvoice_documents_status_check" CHECK ("einvoice_documents"."status" in ('pending', 'not-submitted', 'submitted', 'valid', 'invalid', 'rejected', 'failed', 'awaiting-consolidation', 'consolidated'))
);
--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_consolidated_into_id_einvoice_documents_id_fk" FOREIGN KEY ("consolidated_into_id") REFERENCES "public"."einvoice_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_code_key" ON "einvoice_documents" USING btree ("code_number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_invoice_key" ON "einvoice_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_documents_period_key" ON "einvoice_documents" USING btree ("period");--> statement-breakpoint
CREATE INDEX "einvoice_documents_due_idx" ON "einvoice_documents" USING btree ("status","next_attempt_at");