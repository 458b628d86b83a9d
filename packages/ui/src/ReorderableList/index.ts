export { moveKeys, ReorderableList } from './ReorderableList';
export type { ReorderableListLabels, ReorderableListProps } from './ReorderableList';
