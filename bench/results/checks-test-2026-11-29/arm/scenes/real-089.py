from manim import *

class DropApples(Scene):
    def construct(self):
        apples = VGroup(*[Circle(radius=0.5, color=RED, fill_opacity=0.7) for _ in range(7)])
        apples.arrange(RIGHT, buff=0.4)
        counter = Text("0", font_size=72)
        counter.move_to(RIGHT * 4.5)
        counter.shift(UP * 0.5)
        self.play(FadeIn(counter))
        self.wait(0.5)
        for i, apple in enumerate(apples):
            self.play(Write(apple))
            self.play(counter.animate.set_text(str(i + 1)))
            self.wait(0.5)
        self.wait()