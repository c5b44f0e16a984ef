CREATE TABLE "identity_provider" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"allowed_domains" text[] NOT NULL,
	"password_sign_in" text DEFAULT 'everyone' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_provider_one_row" CHECK ("identity_provider"."id"),
	CONSTRAINT "identity_provider_password_sign_in" CHECK ("identity_provider"."password_sign_in" in ('everyone', 'admins'))
);
