import styles from './second-factor.module.css'

/** A secret to set up in an authenticator app: its QR code (an image the server made) and the same secret as text. */
export function EnrolmentOffer({
  qrCode,
  secret,
  qrAlt,
  secretLabel,
}: {
  qrCode: string
  secret: string
  qrAlt: string
  secretLabel: string
}) {
  return (
    <div className={styles.offer}>
      {/* A data: address the server made: nothing for next/image to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.qr} src={qrCode} alt={qrAlt} width={200} height={200} />
      <p>
        {secretLabel}:{' '}
        <code className={styles.secret} data-testid="second-factor-secret">
          {secret}
        </code>
      </p>
    </div>
  )
}
