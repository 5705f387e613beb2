from manim import *

class ThreeCirclesFlashAndFadeOut(Scene):
    def construct(self):
        circles = [Circle(radius=1, color=WHITE) for _ in range(3)]
        VGroup(*circles).arrange(UP, buff=0.5).shift(2*LEFT)

        self.play(Create(circles[0]))
        self.play(Create(circles[1]))
        self.play(Create(circles[2]))

        for i in range(3):
            self.play(circles[i].animate.scale(0.5).shift(DOWN))
            self.wait(0.5)

        self.play(*[FadeOut(mobj) for mobj in self.mobjects])