-- Intro and closing texts get a standard per document type: a quote must not print an invoice's
-- "Bitte überweisen Sie …". Their default flag no longer has to be unique per usage.
ALTER TABLE "text_templates" ADD COLUMN "document_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
DROP INDEX "text_templates_default";--> statement-breakpoint
CREATE UNIQUE INDEX "text_templates_default" ON "text_templates" USING btree ("tenant_id","usage") WHERE "text_templates"."is_default" AND "text_templates"."usage" NOT IN ('documentIntro', 'documentOutro');--> statement-breakpoint
-- Existing tenants keep their standard where it fits: a text that bills or asks for payment stays
-- the standard of the invoices, any other text of every document type.
UPDATE "text_templates" SET "document_types" = CASE
	WHEN "body" ~* '(überweis|zahlbar|zahlungsziel|faellig_am|betrag_offen|berechne|in rechnung|lohnkosten|35a)'
		THEN ARRAY['invoice', 'advanceInvoice', 'finalInvoice']::text[]
	ELSE ARRAY['quote', 'orderConfirmation', 'deliveryNote', 'invoice', 'advanceInvoice', 'finalInvoice', 'creditNote', 'cancellation']::text[]
END
WHERE "is_default" AND "usage" IN ('documentIntro', 'documentOutro');
