from manim import *


class ABCD(Scene):
    def construct(self):
        A = Text("A", font_size=96, color=YELLOW).move_to(UL)
        A.to_corner(UL)
        B = Text("B", font_size=96, color=YELLOW).move_to(UR)
        B.to_corner(UR)
        C = Text("C", font_size=96, color=YELLOW).move_to(DL)
        C.to_corner(DL)
        D = Text("D", font_size=96, color=YELLOW).move_to(DR)
        D.to_corner(DR)
        self.play(Write(A))
        self.play(Write(B))
        self.play(Write(C))
        self.play(Write(D))
        self.wait()
