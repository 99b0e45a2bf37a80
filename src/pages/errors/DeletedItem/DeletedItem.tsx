import { useShopNavigation } from '../../shared/navigation';
import { COMMUNITY_HOME_PATH, DeletedItemView } from './DeletedItemView';

/** The deleted-community-item route. */
export function DeletedItem() {
  const navigation = useShopNavigation();
  return (
    <DeletedItemView
      onCommunityHome={(event) => {
        event.preventDefault();
        navigation.go(COMMUNITY_HOME_PATH);
      }}
    />
  );
}

export default DeletedItem;
