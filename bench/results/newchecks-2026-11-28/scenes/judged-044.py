from manim import *

class LeftRightGroups(Scene):
    def construct(self):
        left_group = [1, 2, 3]
        right_group = [4, 5, 6]
        left_nodes = [Dot(color=BLUE) for _ in left_group]
        right_nodes = [Dot(color=GREEN) for _ in right_group]
        left_nodes[0].move_to(LEFT * 1)
        left_nodes[1].move_to(LEFT * 3)
        left_nodes[2].move_to(LEFT * 5)
        right_nodes[0].move_to(RIGHT * 1)
        right_nodes[1].move_to(RIGHT * 3)
        right_nodes[2].move_to(RIGHT * 5)
        self.play(Create(VGroup(*left_nodes).arrange(RIGHT, buff=0.5)))
        self.play(Create(VGroup(*right_nodes).arrange(RIGHT, buff=0.5)))
        for left_node, right_node in zip(left_nodes, right_nodes):
            self.play(left_node.animate.move_to(right_node))
        graph = Graph(left_nodes + right_nodes, [(left_node, right_node) for left_node in left_nodes for right_node in right_nodes if left_node != right_node])
        self.play(Create(graph))
        self.wait()