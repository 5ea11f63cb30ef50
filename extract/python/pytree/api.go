package pytree

// A Range is a span of src that Parse reads, [Start, End) in bytes.
type Range struct{ Start, End uint32 }

// A Node is one node of the tree, as a tree-sitter cursor walk visits it
// (visible nodes, named and anonymous, extras such as comment included).
type Node struct {
	Start, End uint32 // byte offsets in src
	Row, Col   uint32 // start point: 0-based row, column in bytes (tree-sitter's TSPoint)
	Next       uint32 // index in Tree.Nodes just past this node's subtree
	Kind       uint16 // index in Kinds: the name ts_node_type gives
	Field      uint16 // index in Fields of the field this node is under in its parent; 0 for none
	Named      bool   // ts_node_is_named
}

// Tree holds the nodes in preorder (source order, parents before children); Nodes[0] is the module.
type Tree struct{ Nodes []Node }
