from manim import *

class LoadingMessage(Scene):
    def construct(self):
        circle = ArcBetweenPoints(start=2 * RIGHT, end=2 * UP, stroke_color=YELLOW)
        text = Text("Loading...", color=WHITE).scale(1.5).to_edge(DOWN)
        cursor = Rectangle(
            color = GREY_A,
            fill_color = GREY_A,
            fill_opacity = 1.0,
            height = 1.1,
            width = 0.5,
        ).move_to(text[0]) # Position the cursor

        self.play(Create(circle))
        self.play(Create(text))
        self.play(Write(cursor))
        self.play(Blink(cursor, blinks=2))
        self.play(circle.animate.shift(RIGHT * 2))
        self.wait()