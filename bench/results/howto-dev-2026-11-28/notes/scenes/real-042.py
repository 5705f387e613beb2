from manim import *

class TreeWithGrandchildren(Scene):
    def construct(self):
        root = 1
        vertices = [root, 2, 3, 4]
        edges = [(root, 2), (root, 3), (2, 4), (3, 4)]
        tree = Graph(vertices, edges, labels=True, layout='circular')
        self.play(Create(tree))
        
        # First child row
        a = tree.submobjects[0]
        b = tree.submobjects[1]
        c = tree.submobjects[2]
        row1 = VGroup(a, b, c).arrange(RIGHT, buff=0.5)
        row1.to_edge(UP, buff=0.3)
        
        # Grandchild 1 under the middle child
        grandchild1 = tree(2, [(2, 4)], labels=True, layout='circular').to_edge(LEFT, buff=1.5)
        grandchild1.next_to(row1, LEFT, buff=1.0)
        
        # Grandchild 2 under the middle child
        grandchild2 = tree(4, [(4, 3)], labels=True, layout='circular').to_edge(LEFT, buff=1.5)
        grandchild2.next_to(row1, LEFT, buff=0.5)
        
        # Show all objects
        self.play(Create(grandchild1), Create(grandchild2))
        
        self.wait()