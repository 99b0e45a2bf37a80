import styled from 'styled-components';
import { ICON_NAMES, Icon } from '../../src/components/Icon';
import { theme } from '../../src/theme';
import { palette, space, typography, type TypographyVariant } from '../../src/theme/tokens';

/** Sample text: the same sentence in the three languages, Thai with stacked vowels and tone marks. */
export const samples = {
  th: 'ผู้ที่ซื้อน้ำหอมกลิ่นใหม่ ได้รับคูปองส่วนลด ๑๐๐ บาท',
  en: 'Buy the new fragrance and get a ฿100 coupon',
  zh: '购买新款香水即可获得100泰铢优惠券',
};

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Meta = styled.code`
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.div<{ $color: string }>`
  height: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $color }) => $color};
`;

/** Every role colour of the theme with its value. */
export function ColorRoles() {
  return (
    <Grid>
      {Object.entries(theme.colors).map(([name, value]) => (
        <Row key={name}>
          <Meta>{name}</Meta>
          <div>
            <Swatch $color={value} />
            <Meta>{value}</Meta>
          </div>
        </Row>
      ))}
    </Grid>
  );
}

/** The raw palette the roles draw from. */
export function Palette() {
  return (
    <Grid>
      {Object.entries(palette).map(([family, shades]) => (
        <Row key={family}>
          <Meta>{family}</Meta>
          <div style={{ display: 'flex', gap: 4 }}>
            {Object.entries(shades).map(([shade, value]) => (
              <div key={shade} style={{ flex: 1 }}>
                <Swatch $color={value} />
                <Meta>{shade}</Meta>
              </div>
            ))}
          </div>
        </Row>
      ))}
    </Grid>
  );
}

const Sample = styled.p<{ $variant: TypographyVariant }>`
  margin: 0;
  font-size: ${({ theme, $variant }) => theme.typography[$variant].fontSize};
  line-height: ${({ theme, $variant }) => theme.typography[$variant].lineHeight};
  font-weight: ${({ theme, $variant }) => theme.typography[$variant].fontWeight};
  /* Outlines each line box: a Thai tone mark or a descender poking out would show. */
  background: repeating-linear-gradient(
    to bottom,
    transparent 0,
    transparent calc(${({ theme, $variant }) => theme.typography[$variant].lineHeight} - 1px),
    ${({ theme }) => theme.colors.border} calc(${({ theme, $variant }) => theme.typography[$variant].lineHeight} - 1px),
    ${({ theme }) => theme.colors.border} ${({ theme, $variant }) => theme.typography[$variant].lineHeight}
  );
`;

/** The type scale with Thai, English and Chinese side by side. */
export function TypeScale({ variants }: { variants?: readonly TypographyVariant[] }) {
  const shown = variants ?? (Object.keys(typography) as TypographyVariant[]);
  return (
    <Grid>
      {shown.map((variant) => (
        <div key={variant}>
          <Meta>
            {variant}: {typography[variant].fontSize} / {typography[variant].lineHeight}, weight{' '}
            {typography[variant].fontWeight}
          </Meta>
          <Sample $variant={variant} lang="th">
            {samples.th}
          </Sample>
          <Sample $variant={variant} lang="en">
            {samples.en}
          </Sample>
          <Sample $variant={variant} lang="zh-CN">
            {samples.zh}
          </Sample>
        </div>
      ))}
    </Grid>
  );
}

const Bar = styled.div<{ $width: string }>`
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.brandStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The 4 px spacing scale. */
export function SpacingScale() {
  return (
    <Grid>
      {Object.entries(space).map(([step, value]) => (
        <Row key={step}>
          <Meta>
            space[{step}] {value}
          </Meta>
          <Bar $width={value} />
        </Row>
      ))}
    </Grid>
  );
}

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Every icon with its name. */
export function IconSet() {
  return (
    <IconGrid>
      {ICON_NAMES.map((name) => (
        <IconCell key={name}>
          <Icon name={name} />
          <Meta>{name}</Meta>
        </IconCell>
      ))}
    </IconGrid>
  );
}
