from manim import *

class DropApples(Scene):
    def construct(self):
        apples = VGroup(*[Circle(radius=0.5, color=RED, fill_opacity=0.5) for _ in range(7)])
        apples.arrange(RIGHT, buff=0.4)
        counter = Text("0", color=RED)
        self.play(Write(counter))
        for i, apple in enumerate(apples):
            self.play(Transform(counter, Text(str(i + 1), color=RED)))
            self.play(FadeIn(apple))
            self.wait()
        self.wait()