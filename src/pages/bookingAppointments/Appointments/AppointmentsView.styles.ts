import styled from 'styled-components';
import { QrCode } from '../../../components';

/** One appointment: a card with its facts, its voucher and its actions. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The service's name and the status badge, the badge kept whole. */
export const CardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  & > :last-child {
    flex: none;
  }
`;

/** The voucher code as text, large and spaced so it can be read out at the counter. */
export const Voucher = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
`;

export const VoucherCode = styled.code`
  font-family: ${({ theme }) => theme.fontFamily.numeric};
  font-size: ${({ theme }) => theme.typography.headline.fontSize};
  line-height: ${({ theme }) => theme.typography.headline.lineHeight};
  font-weight: 700;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.text};
`;

/** The voucher code's QR picture, centred under the code for the merchant to scan. */
export const VoucherQr = styled(QrCode)`
  align-self: center;
  margin-block: ${({ theme }) => theme.space[1]};
`;

/** Buttons side by side that wrap on a narrow screen. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 12rem;
  }
`;

/** Why the last action failed (the backend's message), announced as an alert. */
export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** The tab panel's list of cards. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  list-style: none;
`;

/** The reschedule dialog's blocks a step apart. */
export const RescheduleBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > p {
    margin: 0;
  }
`;
