from manim import *

class DropApples(Scene):
    def construct(self):
        apples = VGroup(*[Circle(radius=0.5, color=RED, fill_opacity=0.7) for _ in range(7)])
        apples.arrange(RIGHT, buff=0.4)
        counter = Text("0", font_size=100)
        counter.move_to(RIGHT * 3.8)
        
        self.play(FadeIn(counter))
        for i, apple in enumerate(apples, 1):
            self.play(Create(apple))
            counter.set_text(str(i))
            self.wait(0.5)
        self.wait()