/** The phones the product is reviewed and tested on; 375×812 is the default. */
export const phoneViewports = {
  phone375: { name: 'Phone 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone360: { name: 'Phone 360×800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
} as const;
