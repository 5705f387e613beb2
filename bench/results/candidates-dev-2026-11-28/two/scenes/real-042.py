from manim import *

class TreeWithGrandchildren(Scene):
    def construct(self):
        # Define the tree structure
        vertices = ["r", "a", "b", "c", "d"]
        edges = [("r", "a"), ("r", "b"), ("a", "c"), ("a", "d")]
        
        # Create the tree graph
        tree = Graph(vertices, edges, layout="tree", root_vertex="r", layout_scale=3, labels=True)
        self.play(Create(tree))
        
        # Add grandchildren under the middle child
        grandchild1 = Tex("g1")
        grandchild2 = Tex("g2")
        grandchild1.move_to(tree.submobjects[1].get_center())
        grandchild2.move_to(tree.submobjects[1].get_center() + RIGHT * 2)
        self.play(Create(grandchild1))
        self.play(Create(grandchild2))
        
        # Adjust the layout for better visibility
        self.play(tree.submobjects[1].animate.set_color(YELLOW))
        self.wait()